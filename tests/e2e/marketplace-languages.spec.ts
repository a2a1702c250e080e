// English and Spanish (docs/decisions/042-languages.md): one address per language, a switch in
// every page's footer that keeps the visitor on the same page, and `/` remembering the choice.
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations as axeClean } from './support/marketplace.ts';

for (const width of [390, 1280]) {
  test(`at ${width}px a visitor switches the home page to Spanish, browses in it, and comes back to English`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();

    await expect(page).toHaveURL('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Locals Market — donde los vecinos le compran a sus vecinos');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Donde los vecinos le compran a sus vecinos' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regístrate gratis' })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/languages-home-es-${width}.png`, fullPage: true });
    await axeClean(page);

    // The nav is in Spanish and keeps the visitor in Spanish.
    if (width < 1024) await page.getByRole('button', { name: 'Abrir menú' }).click();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Mercado' }).click();
    await expect(page).toHaveURL('/es/explore-businesses');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Coming back to `/`, the choice is remembered.
    await page.goto('/');
    await expect(page).toHaveURL('/es/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Where Locals Shop Locals' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL('/');
  });
}

for (const width of [390, 1280]) {
  test(`at ${width}px a market page switched to Spanish is the same market, and its businesses speak Spanish`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/market?state=california');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL('/es/market?state=california');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Compra local en California · Locals Market');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra local en California');
    await expect(page.getByRole('navigation', { name: 'Ver resultados como' })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/languages-market-es-${width}.png`, fullPage: true });
    await axeClean(page);
    // Each business card leads to the business's page in Spanish, its islands hydrated in Spanish
    // (the fixture fails a walk on any hydration warning).
    const card = page.getByRole('main').locator('a[href^="/es/business/"]').first();
    await card.click();
    await expect(page).toHaveURL(/\/es\/business\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('data-ready');
    await expect(page.getByRole('tab', { name: 'Historia' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agregar a favoritos' })).toBeVisible();
    await page.getByRole('tab', { name: 'Contacto' }).click();
    await expect(page.getByRole('tab', { name: 'Contacto' })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({
      path: `test-results/screens/languages-business-es-${width}.png`,
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
