// The bench's floor: the least a React page can be, built by the same Vite and served the same way.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <main>
      <h1>Used cars and vans for sale</h1>
      <p>A bare React page: the floor the bench measures the app against on this machine.</p>
    </main>
  </StrictMode>,
);
