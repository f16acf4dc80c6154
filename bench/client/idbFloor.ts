import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../tests/e2e/support/serverProcess.js';
import { newAppContext } from './browser.js';

export interface IdbFloor {
  /** Rows/s into a store with the mirror's product indexes (src/local/schema: products). */
  indexed: number;
  /** Rows/s into a store with the primary key alone. */
  bare: number;
}

/**
 * What this browser's IndexedDB takes at best, in the same run as the first
 * sync: 100,000 product-shaped rows put by raw IndexedDB (no Dexie, no app),
 * 5,000 a transaction as the snapshot's pages, with the app's durability
 * ('strict'). The first sync cannot store faster than this.
 */
export async function measureIdbFloor(browser: Browser, server: RunningServer): Promise<IdbFloor> {
  const context = await newAppContext(browser, server.origin);
  try {
    const page = await context.newPage();
    await page.goto('/login');
    return await page.evaluate(async () => {
      const PAGES = 20;
      const PAGE = 5000;
      const row = (p: number, i: number) => ({
        id: `01a222c0-e4cc-7015-${String(p).padStart(4, '0')}-${String(i).padStart(12, '0')}`,
        companyId: '01a222c0-e261-7000-a63d-96fb700e7a3a',
        clientId: `01a222c0-e261-7000-a63d-${String(i % 900).padStart(12, '0')}`,
        projectId: `01a222c0-e261-7000-a63d-${String(i % 1800).padStart(12, '0')}`,
        offerId: `01a222c0-e261-7000-a63d-${String(i % 1500).padStart(12, '0')}`,
        active: 1,
        doneStatus: i % 2,
        finishedAt: null,
        articleId: '01a222c0-e261-7000-a63d-96fb700e7a3b',
        unitId: '01a222c0-e261-7000-a63d-96fb700e7a3c',
        type: 1,
        quantity: 2,
        start: '2026-05-01',
        end: '2026-06-01',
        totalPrice: 123.4,
        discountPrice: 0,
        canceled: 0,
        forProduction: 1,
        calendarComment: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
      const rate = async (indexed: boolean): Promise<number> => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(`zanati-floor-${indexed}`, 1);
          open.onupgradeneeded = () => {
            const store = open.result.createObjectStore('products', { keyPath: 'id' });
            if (!indexed) return;
            store.createIndex('[active+doneStatus]', ['active', 'doneStatus']);
            store.createIndex('[doneStatus+finishedAt]', ['doneStatus', 'finishedAt']);
            for (const name of ['projectId', 'offerId', 'clientId']) store.createIndex(name, name);
          };
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error ?? new Error('open failed'));
        });
        const started = performance.now();
        for (let p = 0; p < PAGES; p++) {
          await new Promise<void>((resolve, reject) => {
            const tx = db.transaction('products', 'readwrite', { durability: 'strict' });
            const store = tx.objectStore('products');
            for (let i = 0; i < PAGE; i++) store.put(row(p, i));
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error ?? new Error('put failed'));
          });
        }
        const seconds = (performance.now() - started) / 1000;
        db.close();
        return (PAGES * PAGE) / seconds;
      };
      return { indexed: await rate(true), bare: await rate(false) };
    });
  } finally {
    await context.close();
  }
}
