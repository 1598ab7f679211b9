// React access to the stores of the current app instance (each mounted app has its own).
// Components read atoms with `useStore` from @nanostores/react.
import { createContext, useContext, type ReactNode } from 'react';
import type { AppStores } from './app-stores.js';

const StoresContext = createContext<AppStores | null>(null);

export function StoresProvider({ stores, children }: { stores: AppStores; children?: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useAppStores(): AppStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useAppStores must be used inside <StoresProvider>');
  return stores;
}
