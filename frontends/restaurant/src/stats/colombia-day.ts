/** A day in Colombia (the service counts Colombia's days), as YYYY-MM-DD: today, or `days` before it. */
export const colombiaDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(Date.now() - days * 86_400_000));
