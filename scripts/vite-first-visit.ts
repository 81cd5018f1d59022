import type { Plugin } from 'vite';

/**
 * The production build's first visit as few requests as can be: every module the entry imports
 * statically in one chunk (Rolldown's `$initial` tag) instead of 25 small shared chunks, and the CSS
 * in one stylesheet instead of 16 render-blocking files. On a phone's connection each request costs a
 * round trip (Lighthouse's mobile simulation: 150 ms, 6 connections), so before this a first visit
 * spent a second fetching files. The one chunk is also smaller: each cross-file import and export
 * costs bytes the minifier cannot shorten, 7.8 KiB gzip of every first visit (home 143.5 -> 135.7 KiB).
 * Lazy chunks are still cut automatically; they import what they share with the first visit from it.
 * Pages and overlays are still their own lazy chunks. All the CSS is 8 KiB gzip.
 * The app's build only: not the dev server, not Storybook's build (which sets STORYBOOK=true).
 */
export function firstVisitBundle(): Plugin {
  return {
    name: 'forecourt:first-visit-bundle',
    apply: (_config, { command }) => command === 'build' && process.env.STORYBOOK !== 'true',
    config: () => ({
      build: {
        cssCodeSplit: false,
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
      },
    }),
  };
}
