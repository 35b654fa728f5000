/** Time as the app sees it. Tests pass a movable clock to expire links and sessions. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000);
