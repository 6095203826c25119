/* global document, window, MutationObserver, PopStateEvent */
// Debian's Chromium driven by Playwright, and what a bench reads in a page: when chosen elements first
// appeared, its first contentful paint, and the JavaScript it loaded.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium and its flags, as the browser tests launch it. */
const launch = JSON.parse(
  readFileSync(new URL('../../apps/web/e2e/support/chromium.json', import.meta.url), 'utf8'),
);

export function launchChromium() {
  return chromium.launch({ ...launch, executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath });
}

/**
 * A new browser context whose pages have, before their own scripts, `window.__benchWatch(wanted, seen,
 * { scope, since })`: it notes in `seen`, for each of `wanted` ({name: css}), the ms from `since` (a
 * `performance.now()`; 0 is navigation start) until it first matched in the document, or inside `scope` (a
 * selector), checked after every change to the document; it resolves to `seen` once all have matched or
 * 30 s passed. A selector may be `{ present, absent }`: met once `present` matches and `absent` matches
 * nothing (every chart drawn: a chart is there and no chart card is left without its drawing).
 */
export async function newWatchedContext(browser, options) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    performance.setResourceTimingBufferSize(2000);
    window.__benchWatch = (wanted, seen, { scope = '', since = performance.now() } = {}) =>
      new Promise((resolve) => {
        const find = (css) => document.querySelector(scope ? `${scope} ${css}` : css);
        const met = (selector) =>
          typeof selector === 'string' ? find(selector) : find(selector.present) && !find(selector.absent);
        const observer = new MutationObserver(() => {
          for (const [name, selector] of Object.entries(wanted))
            if (!(name in seen) && met(selector)) seen[name] = performance.now() - since;
          if (Object.keys(wanted).every((name) => name in seen)) done();
        });
        const timer = setTimeout(done, 30_000);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          resolve(seen);
        }
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      });
  });
  return context;
}

/**
 * In `context` (from `newWatchedContext`), before each page's own scripts: notes the ms from navigation
 * start until each of `selectors` ({name: css or { present, absent }}) first matched; `seenTimes` reads them.
 */
export function watchFor(context, selectors) {
  return context.addInitScript((wanted) => {
    window.__benchSeen = {};
    void window.__benchWatch(wanted, window.__benchSeen, { since: 0 });
  }, selectors);
}

/** When each watched element appeared (ms from navigation start), once all have or `timeout` ms passed. */
export async function seenTimes(page, names, timeout = 30_000) {
  await page
    .waitForFunction((all) => all.every((name) => name in (window.__benchSeen ?? {})), names, { timeout })
    .catch(() => undefined);
  return page.evaluate(() => ({ ...window.__benchSeen }));
}

/**
 * Inside the running console, moves to `path` as its links do and notes, for each of `selectors` ({name:
 * css or { present, absent }}), the ms from the move until it first matched within the screen drawn for
 * the path (the layout's main names the path it draws); a name missing after 30 s has none.
 */
export function moveAndWatch(page, path, selectors) {
  return page.evaluate(
    ({ to, wanted }) => {
      const seen = window.__benchWatch(wanted, {}, { scope: `main[data-path="${to}"]` });
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return seen;
    },
    { to: path, wanted: selectors },
  );
}

/**
 * Clicks `trigger` (`{ label }`: the button whose text starts with it; `{ css }`: the first element it
 * matches) and returns the ms from the click until `selector` (a drawer's or dialog's body, a filter's
 * field) entered the document; undefined when the trigger is missing or nothing came within 30 s.
 */
export async function clickAndWatch(page, trigger, selector) {
  const seen = await page.evaluate(
    ({ trigger, selector }) => {
      const button = trigger.css
        ? document.querySelector(trigger.css)
        : [...document.querySelectorAll('button')].find((b) =>
            b.textContent.trim().startsWith(trigger.label),
          );
      if (!button) return {};
      const drawn = window.__benchWatch({ drawn: selector }, {});
      button.click();
      return drawn;
    },
    { trigger, selector },
  );
  return seen.drawn;
}

/** The page's first contentful paint, ms from navigation start (undefined when none came in 30 s). */
export async function firstContentfulPaint(page) {
  const handle = await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
      timeout: 30_000,
    })
    .catch(() => undefined);
  return handle?.jsonValue();
}

/** The JavaScript files the page loaded: their paths, their bodies as sent (compressed) and as run, in bytes. */
export function scriptBytes(page) {
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      paths: scripts.map((entry) => new URL(entry.name).pathname),
      files: scripts.length,
      sent: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      raw: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    };
  });
}
