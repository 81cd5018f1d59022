/**
 * Production's per-request render: answers the addresses of pages of data (vehicle, results and
 * landing pages: app/render.tsx `isServerRendered`) with the page rendered for the request
 * (render/requests.ts `renderRequests`, the same render `vite preview` runs), its data asked of the API
 * at API_BASE_URL. Any other address the web server in front sends it (deploy/nginx/forecourt.conf
 * sends every one that is not a file or a prerendered page), and a page it cannot render (the API
 * failed), is answered with the app's shell, which the browser renders as before.
 *
 *   npm run build && API_BASE_URL=https://api.internal RENDER_PORT=4300 npm run serve
 */
// First: React reads NODE_ENV as it loads.
import './production.ts';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { renderRequests, sendHtml } from './requests.ts';
import { securityHeaders } from './securityHeaders.ts';

const root = process.cwd();
const apiBase = process.env.API_BASE_URL?.replace(/\/+$/, '');
if (!apiBase) throw new Error('Set API_BASE_URL to the API the pages are rendered from');
const port = Number(process.env.RENDER_PORT ?? 4300);

const handle = renderRequests({ root, outDir: 'dist', headers: securityHeaders, apiOrigin: () => apiBase });
const shell = readFileSync(join(root, 'dist', 'index.html'));

createServer((request, response) =>
  handle(request, response, (error) => {
    if (error) console.error(`Rendering ${request.url} failed`, error);
    sendHtml(request, response, securityHeaders, { status: 200, cacheControl: 'no-cache', html: shell });
  }),
).listen(port, () => console.log(`Rendering pages of data on port ${port} from ${apiBase}`));
