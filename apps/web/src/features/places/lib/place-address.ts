/** the memories list filtered by a place */
export const placeListAddress = (name: string) => `/memories?place=${encodeURIComponent(name)}`;
