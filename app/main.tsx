import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { App } from './App';
import { RootStore } from './stores/RootStore';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const stores = new RootStore(createApiClient());

createRoot(container).render(
  <StrictMode>
    <App stores={stores} />
  </StrictMode>,
);
