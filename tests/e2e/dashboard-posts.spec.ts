// The follow walk: an owner posts an event and an offer from the dashboard; a shopper who favourited
// the business (and said yes to the weekly roundup) sees both in Updates and on the business page;
// the page's feed lists them; `npm run cli -- digests send` delivers one digest with both titles and
// a working one-click unsubscribe, and a second run sends nothing. The post form on its own: a photo
// goes with its post only, an empty title is asked for, and the fourth post of a day says when.
// Updates offers the roundup, or shows its setting once answered: never both.
import sharp from 'sharp';
import { cli, favorite, publishedBusiness, shot, test, visitor } from './dashboard-support.ts';
import { expect, mailsTo, ORIGIN, signUpAndConfirm, uniqueName } from './support/fixtures.ts';

test('owner posts, a favouriting shopper hears first, the digest arrives once and unsubscribes in one click', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndConfirm(page);
  const username = uniqueName('walk');
  const id = await publishedBusiness(page, 'Walk Candles', username);

  const shopper = await visitor(browser);
  await favorite(shopper.page, id);
  await shopper.page.goto('/dashboard');
  await expect(shopper.page.getByText("Email me a weekly roundup of my favourites' news?")).toBeVisible();
  await shopper.page.getByRole('button', { name: 'Yes, weekly' }).click();
  await expect(shopper.page.getByText("Email me a weekly roundup of my favourites' news?")).toBeHidden();

  await page.goto(`/dashboard/business/${id}`);
  await page.getByRole('link', { name: 'Post an update' }).click();
  await expect(page.getByRole('heading', { name: 'Post an update' })).toBeVisible();
  await page.getByRole('radio', { name: 'Event' }).check();
  await page.getByLabel('Title').fill('Candle dipping night');
  await page.getByLabel('Text').fill('Dip your own. Details: https://example.com/dip');
  await page.getByLabel('Starts').fill('2031-12-06T10:00');
  await page.getByLabel('Ends').fill('2031-12-06T14:00');
  await page.getByLabel('Place').fill('Los Angeles');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Candle dipping night' })).toBeVisible();
  await page.getByRole('radio', { name: 'Offer' }).check();
  await page.getByLabel('Title').fill('Two for one tapers');
  await page.getByLabel('Text').fill('All December.');
  await page.getByLabel('Last day of the offer').fill('2031-12-31');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two for one tapers' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('posts', width), fullPage: true });
  }

  await shopper.page.goto('/dashboard/updates');
  await expect(shopper.page.getByRole('heading', { name: 'Candle dipping night' })).toBeVisible();
  await expect(shopper.page.getByRole('heading', { name: 'Two for one tapers' })).toBeVisible();
  await expect(shopper.page.getByText('Sat, Dec 6 · 10 am – 2 pm')).toBeVisible();
  for (const width of [390, 1280]) {
    await shopper.page.setViewportSize({ width, height: 900 });
    await shopper.page.screenshot({ path: shot('updates', width), fullPage: true });
  }

  await shopper.page.goto(`/business/${username}`);
  await expect(shopper.page.getByRole('heading', { name: 'Latest' })).toBeVisible();
  await expect(shopper.page.getByRole('heading', { name: 'Candle dipping night' })).toBeVisible();
  await expect(shopper.page.getByRole('link', { name: 'https://example.com/dip' })).toHaveAttribute(
    'rel',
    'nofollow ugc',
  );
  const feedHref = await shopper.page
    .locator('link[rel="alternate"][type="application/atom+xml"]')
    .getAttribute('href');
  const feed = await (await shopper.page.request.get(feedHref as string)).text();
  expect(feed).toContain('Candle dipping night');
  expect(feed).toContain('Two for one tapers');

  // Other walks' digests and alerts may be due in the same run: the count is at least this one.
  expect(cli('digests', 'send')).toMatch(/[1-9]\d* digest\(s\) queued/);
  await expect
    .poll(() => mailsTo(shopper.email).filter((m) => m.text.includes('Two for one tapers')).length)
    .toBe(1);
  const digest = mailsTo(shopper.email).find((m) => m.text.includes('Two for one tapers')) as {
    text: string;
  };
  expect(digest.text).toContain('Candle dipping night');
  const header = /^List-Unsubscribe:(.*(?:\r?\n[ \t].*)*)/im
    .exec(digest.text)?.[1]
    .replace(/\r?\n[ \t]+/g, '')
    .trim();
  const oneClick = /^<([^>]+)>$/.exec(header ?? '')?.[1] as string;
  // A second run has nothing new for this shopper (the server test counts it exactly: updates.test.ts).
  cli('digests', 'send');
  const res = await fetch(oneClick, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(res.status).toBe(200);
  await shopper.page.goto('/dashboard/updates');
  await expect(shopper.page.getByLabel('Email roundup')).toHaveValue('off');
  expect(mailsTo(shopper.email).filter((m) => m.text.includes('Two for one tapers'))).toHaveLength(1);
  await shopper.context.close();
});

test.describe('the post form, for an owner in Honolulu', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('a photo goes with its post only, an empty title is asked for, the fourth post of a day says when', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpAndConfirm(page);
    const id = await publishedBusiness(page, 'Form Candles', uniqueName('form'));
    await page.goto(`/dashboard/business/${id}/posts`);
    await expect(page.getByRole('heading', { name: 'Post an update' })).toBeVisible();

    // No title: it is asked for, not for a shorter one.
    await page.getByLabel('Text').fill('Fresh wicks are in.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await expect(page.getByText(/at most 80 characters/)).toHaveCount(0);

    // A post with a photo: afterwards the file field is empty like the rest of the form.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8693f' } })
      .png()
      .toBuffer();
    const photo = page.getByLabel('Photo (optional)');
    await page.getByLabel('Title').fill('New wicks');
    await photo.setInputFiles({ name: 'wick.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'New wicks' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(photo).toHaveValue('');
    expect(await photo.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    await page.getByLabel('Title').fill('Wick trimming tips');
    await page.getByLabel('Text').fill('Trim to a quarter inch.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Wick trimming tips' })).toBeVisible();
    const list = async () =>
      (await (await page.request.get(`/api/businesses/${id}/posts`)).json()) as {
        items: { title: string; photoUrl: string | null }[];
        allowance: { nextAllowed: string | null };
      };
    const photos = Object.fromEntries((await list()).items.map((p) => [p.title, p.photoUrl !== null]));
    expect(photos).toEqual({ 'New wicks': true, 'Wick trimming tips': false });

    // The third post of the day goes through; the fourth says when, in the owner's own time.
    const third = await page.request.post(`/api/businesses/${id}/posts`, {
      data: { kind: 'update', title: 'Third today', text: 'Hello.' },
      headers: { origin: ORIGIN },
    });
    expect(third.status()).toBe(201);
    await page.getByLabel('Title').fill('One too many');
    await page.getByLabel('Text').fill('Hello again.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const nextAllowed = (await list()).allowance.nextAllowed as string;
    const time = new Date(nextAllowed).toLocaleTimeString('en-US', {
      timeZone: 'Pacific/Honolulu',
      hour: 'numeric',
      minute: '2-digit',
    });
    const alert = page.getByRole('alert').filter({ hasText: 'posts in the last 24 hours' });
    await expect(alert).toHaveText(
      new RegExp(
        `^You’ve made 3 posts in the last 24 hours\\. You can post again (tomorrow )?at ${time}\\.$`,
      ),
    );
    await expect(page.getByText('Try again later')).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await alert.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('post-form-limit', width) });
    }
  });
});

test('Updates offers the weekly roundup until it is answered, then shows the setting instead', async ({
  page,
  browser,
}) => {
  await signUpAndConfirm(page);
  const id = await publishedBusiness(page, 'Offer Candles', uniqueName('offer'));
  const shopper = await visitor(browser);
  await favorite(shopper.page, id);
  await shopper.page.goto('/dashboard/updates');
  await expect(shopper.page.getByRole('heading', { name: 'Updates', level: 1 })).toBeVisible();
  const offer = shopper.page.getByText("Email me a weekly roundup of my favourites' news?");
  const setting = shopper.page.getByLabel('Email roundup');
  await expect(offer).toBeVisible();
  await expect(setting).toHaveCount(0);
  for (const width of [390, 1280]) {
    await shopper.page.setViewportSize({ width, height: 900 });
    await shopper.page.screenshot({ path: shot('updates-offer', width) });
  }
  await shopper.page.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toBeHidden();
  await expect(setting).toHaveValue('off');
  await shopper.page.reload();
  await expect(setting).toHaveValue('off');
  await expect(offer).toHaveCount(0);
  for (const width of [390, 1280]) {
    await shopper.page.setViewportSize({ width, height: 900 });
    await shopper.page.screenshot({ path: shot('updates-setting', width) });
  }
  await shopper.context.close();
});
