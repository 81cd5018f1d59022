/**
 * The page renderer (render/server.ts) is production's: React and the libraries it renders with read
 * NODE_ENV as they load and run their development builds without it (checks and warnings on every
 * render, about twice the time a page takes). Imported first, before any of them; an explicit
 * NODE_ENV is kept.
 */
process.env.NODE_ENV ??= 'production';
