// Spec §3 Team: the jersey colour is chosen from a named list and sent (and stored) as its mapped value.
// One list for the SPA's picker and the server's check.

export const JERSEY_COLORS = [
  { name: 'Black', value: '#000000' },
  { name: 'White', value: '#FFFFFF' },
  { name: 'Grey', value: '#808080' },
  { name: 'Red', value: '#D32F2F' },
  { name: 'Maroon', value: '#800000' },
  { name: 'Orange', value: '#F57C00' },
  { name: 'Yellow', value: '#FBC02D' },
  { name: 'Gold', value: '#C9A227' },
  { name: 'Green', value: '#388E3C' },
  { name: 'Forest Green', value: '#1B5E20' },
  { name: 'Teal', value: '#00897B' },
  { name: 'Light Blue', value: '#4FC3F7' },
  { name: 'Blue', value: '#1976D2' },
  { name: 'Navy', value: '#0D1B4C' },
  { name: 'Purple', value: '#6A1B9A' },
  { name: 'Pink', value: '#EC407A' },
] as const;

export type JerseyColorValue = (typeof JERSEY_COLORS)[number]['value'];

/** The stored value for a picked colour: accepts the mapped value itself or the colour's name. */
export function jerseyColorValue(input: string): JerseyColorValue | undefined {
  const wanted = input.trim().toLowerCase();
  return JERSEY_COLORS.find(
    (color) => color.value.toLowerCase() === wanted || color.name.toLowerCase() === wanted,
  )?.value;
}

/** The name to show for a stored value (the picker's label). */
export const jerseyColorName = (value: string) =>
  JERSEY_COLORS.find((color) => color.value.toLowerCase() === value.toLowerCase())?.name;
