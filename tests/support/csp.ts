/**
 * An init script (`page.addInitScript(cspViolationRecorder)`) that records Content-Security-Policy
 * violations in `window.cspViolations`: a blocked `Function('')` probe that the page catches never
 * reaches the console, but it still fires `securitypolicyviolation`.
 */
export const cspViolationRecorder = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;
