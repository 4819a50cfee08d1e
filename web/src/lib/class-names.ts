/** Joins the class names that are set; CSS-module lookups can be undefined, flags can be false. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
