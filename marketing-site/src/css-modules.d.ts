// CSS modules (used by the React island) export their class names; Vite handles the import.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
