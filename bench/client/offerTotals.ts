import type { Browser } from 'playwright-core';
import { newId } from '../../domain/ids.js';
import { login } from '../lib/serverProcess.js';
import { newAppContext, signInSynced } from './browser.js';
import { TABLET_CPU_SLOWDOWN } from './kioskSwitch.js';

export interface OfferTotalsFigures {
  rows: number;
  /** A digit typed into a row's quantity → the offer's total changed in the DOM (React's work done), desktop CPU. */
  updatedMs: number[];
  /** … → the next frame drawn (the wait for the display's frame and the paint included). */
  keystrokeMs: number[];
  /** The same two on the tablet profile (CPU throttled as the kiosk's figures are). */
  tabletUpdatedMs: number[];
  tabletKeystrokeMs: number[];
}

type Api = { base: string; token: string };

async function call<T>(api: Api, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.base}/${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json', 'idempotency-key': newId() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new client with a project and an offer of `rows` rows, as the office would have typed them; the offer's form path. */
async function bigOffer(api: Api, rows: number): Promise<string> {
  const ids = { clientId: newId(), projectId: newId(), offerId: newId() };
  await call(api, 'POST', 'clients', { id: ids.clientId, firstnameAndLastname: 'Oferta', lastName: 'Dyqindrreshta', phoneNumber: '044 123 456', city: 1, projects: [{ id: ids.projectId, projectName: 'Kuzhina e madhe' }] });
  const { data: articles } = await call<{ data: { id: string }[] }>(api, 'GET', 'admin/articles');
  const products = Array.from({ length: rows }, (_, i) => ({ id: newId(), designation: articles[i % articles.length]!.id, type: `K-${1000 + i}`, quantity: 1 + (i % 4), price: 50 + (i % 97) * 3.5, discount: [0, 5, 10][i % 3], tax: 18, forProduction: 1 }));
  await call(api, 'POST', 'offers', { id: ids.offerId, clientId: ids.clientId, projectId: ids.projectId, offerStatusId: 5, discountType: 1, discountValue: 7.5, products });
  return `/dashboard/offers/create/${ids.offerId}/${ids.projectId}`;
}

/**
 * In the page: types one digit into the focused quantity box and answers the
 * milliseconds from the key until the offer's total has changed in the DOM
 * (React's update done) and until the next frame is drawn (painted).
 */
const keystroke = (digit: string) => `new Promise((resolve, reject) => {
  const total = document.querySelector('[data-offer-total]');
  const before = total.textContent;
  const input = document.activeElement;
  const giveUp = setTimeout(() => { observer.disconnect(); reject(new Error('the total did not change')); }, 10000);
  const observer = new MutationObserver(() => {
    if (total.textContent !== before) { const updated = performance.now() - started; observer.disconnect(); clearTimeout(giveUp); requestAnimationFrame(() => setTimeout(() => resolve([updated, performance.now() - started]), 0)); }
  });
  observer.observe(total, { childList: true, subtree: true, characterData: true });
  const started = performance.now();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setValue.call(input, input.value + '${digit}');
  input.dispatchEvent(new Event('input', { bubbles: true }));
})`;

/**
 * The offer form with 200 rows (issue 15: "totals recompute per keystroke
 * < 16 ms"), timed in the page from the typed digit to the frame that shows
 * the new totals — the whole path a keystroke takes, not only pricing.ts.
 */
export async function measureOfferTotals(browser: Browser, origin: string, rows = 200, runs = 15): Promise<OfferTotalsFigures> {
  const api = { base: `${origin}/api/v1`, token: await login(`${origin}/api/v1`, 'office') };
  const path = await bigOffer(api, rows);
  const context = await newAppContext(browser, origin);
  const page = await context.newPage();
  await signInSynced(page, 'office');
  await page.goto(path);
  const line = page.locator('main#main form[aria-label^="Oferta"]').getByRole('group', { name: `Produkti ${Math.ceil(rows / 2)}`, exact: true });
  const quantity = line.getByRole('textbox', { name: 'Sasia', exact: true });
  const series = async () => {
    const updated: number[] = [];
    const drawn: number[] = [];
    for (let run = 0; run < runs; run++) {
      await quantity.fill('1');
      await page.waitForTimeout(200);
      const [u, d] = await page.evaluate<[number, number]>(keystroke(String((run % 8) + 2)));
      updated.push(u);
      drawn.push(d);
    }
    return { updated, drawn };
  };
  await quantity.click();
  const desktop = await series();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TABLET_CPU_SLOWDOWN });
  const tablet = await series();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return { rows, updatedMs: desktop.updated, keystrokeMs: desktop.drawn, tabletUpdatedMs: tablet.updated, tabletKeystrokeMs: tablet.drawn };
}
