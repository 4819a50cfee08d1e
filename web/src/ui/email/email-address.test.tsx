// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakParts } from './email-address';

afterEach(cleanup);

describe('e-mail addresses', () => {
  it('may wrap after the @ and before each dot, nowhere else', () => {
    expect(emailBreakParts('ada.lovelace@mail.example.com')).toEqual([
      'ada',
      '.lovelace@',
      'mail',
      '.example',
      '.com',
    ]);
    expect(emailBreakParts('ada@example')).toEqual(['ada@', 'example']);
  });

  it('reads as the address, with a break opportunity at each of those points', () => {
    const { container } = render(<EmailAddress address="ada.lovelace@example.com" strong />);
    const element = container.querySelector('strong');
    expect(element?.textContent).toBe('ada.lovelace@example.com');
    expect(element?.querySelectorAll('wbr')).toHaveLength(3);
  });
});
