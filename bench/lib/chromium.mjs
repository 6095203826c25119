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
 * Before the page's own scripts: notes `performance.now()` (milliseconds from navigation start) the first
 * time each of `selectors` ({name: css}) matches in the document, checked after every change to it. A
 * selector may be `{ present, absent }`: met once `present` matches and `absent` matches nothing (every
 * chart drawn: a chart is there and no chart card is left without its drawing).
 */
export async function watchFor(context, selectors) {
  await context.addInitScript((wanted) => {
    performance.setResourceTimingBufferSize(2000);
    const seen = (window.__benchSeen = {});
    const observer = new MutationObserver(() => {
      for (const [name, selector] of Object.entries(wanted)) {
        const met =
          typeof selector === 'string'
            ? document.querySelector(selector)
            : document.querySelector(selector.present) && !document.querySelector(selector.absent);
        if (!(name in seen) && met) seen[name] = performance.now();
      }
      if (Object.keys(wanted).every((name) => name in seen)) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
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
    ({ to, wanted }) =>
      new Promise((resolve) => {
        const main = `main[data-path="${to}"]`;
        const met = (selector) =>
          typeof selector === 'string'
            ? document.querySelector(`${main} ${selector}`)
            : document.querySelector(`${main} ${selector.present}`) &&
              !document.querySelector(`${main} ${selector.absent}`);
        const seen = {};
        const started = performance.now();
        const check = () => {
          for (const [name, selector] of Object.entries(wanted))
            if (!(name in seen) && met(selector)) seen[name] = performance.now() - started;
          if (Object.keys(wanted).every((name) => name in seen)) done();
        };
        const observer = new MutationObserver(check);
        const timer = setTimeout(() => done(), 30_000);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          resolve(seen);
        }
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    { to: path, wanted: selectors },
  );
}

/**
 * Clicks `trigger` (`{ label }`: the button whose text starts with it; `{ css }`: the first element it
 * matches) and returns the ms from the click until `selector` (a drawer's or dialog's body, a filter's
 * field) entered the document; undefined when it did not within 30 s.
 */
export function clickAndWatch(page, trigger, selector) {
  return page.evaluate(
    ({ trigger, selector }) =>
      new Promise((resolve) => {
        const button = trigger.css
          ? document.querySelector(trigger.css)
          : [...document.querySelectorAll('button')].find((b) =>
              b.textContent.trim().startsWith(trigger.label),
            );
        if (!button) return resolve(undefined);
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) done(performance.now() - started);
        });
        const timer = setTimeout(() => done(undefined), 30_000);
        function done(ms) {
          observer.disconnect();
          clearTimeout(timer);
          resolve(ms);
        }
        observer.observe(document, { childList: true, subtree: true });
        const started = performance.now();
        button.click();
      }),
    { trigger, selector },
  );
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

/** The JavaScript files the page loaded: their bodies as sent (compressed) and as run, in bytes. */
export function scriptBytes(page) {
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      files: scripts.length,
      sent: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      raw: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    };
  });
}
