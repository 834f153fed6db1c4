import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Side panels and full-screen menus; only one is open at a time. */
export type PanelId =
  | 'search'
  | 'mobileMenu'
  | 'shoppingCart'
  | 'filters'
  // Accounts (features/account/auth-panels.tsx).
  | 'login'
  | 'register'
  | 'resetEmail'
  | 'resetCode'
  | 'newPassword';

/** Navigations that keep their side panel open (the listing's filter panel) say so in their state. */
export interface KeepPanelState {
  keepPanel?: boolean;
}

interface Panels {
  open: PanelId | null;
  openPanel: (id: PanelId) => void;
  closePanel: () => void;
  /** Closes `id` only if it is still the open one: a panel closing as another opens must not close the new one. */
  closeIfOpen: (id: PanelId) => void;
}

const PanelsContext = createContext<Panels>({ open: null, openPanel: () => {}, closePanel: () => {}, closeIfOpen: () => {} });

export function usePanels(): Panels {
  return useContext(PanelsContext);
}

export function PanelsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PanelId | null>(null);
  const value = useMemo<Panels>(
    () => ({
      open,
      openPanel: setOpen,
      closePanel: () => setOpen(null),
      closeIfOpen: (id) => setOpen((current) => (current === id ? null : current)),
    }),
    [open],
  );
  return <PanelsContext.Provider value={value}>{children}</PanelsContext.Provider>;
}
