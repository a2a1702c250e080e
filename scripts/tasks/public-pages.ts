// The four public pages the page budgets and the benchmarks measure, on a demo server.
export async function publicPages(origin: string): Promise<Record<string, string>> {
  const recent = await (await fetch(`${origin}/api/businesses/recent`)).json();
  return {
    home: '/',
    market: '/market?state=california',
    business: `/business/${recent.items[0].businessUsername}`,
    search: '/search?q=candles',
  };
}
