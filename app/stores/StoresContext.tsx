import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore, StoreFactory } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a <StoresProvider> above it');
  return stores;
}

/** An on-demand store (see `StoreFactory`), made on first use: `const shortlist = useStore(shortlistStore)`. */
export function useStore<S>(factory: StoreFactory<S>): S {
  return useStores().use(factory);
}
