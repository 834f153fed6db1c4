import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Side panels and full-screen menus; only one is open at a time. */
export type PanelId = 'search' | 'mobileMenu' | 'shoppingCart' | 'filters';

interface Panels {
  open: PanelId | null;
  openPanel: (id: PanelId) => void;
  closePanel: () => void;
}

const PanelsContext = createContext<Panels>({ open: null, openPanel: () => {}, closePanel: () => {} });

export function usePanels(): Panels {
  return useContext(PanelsContext);
}

export function PanelsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PanelId | null>(null);
  const value = useMemo<Panels>(() => ({ open, openPanel: setOpen, closePanel: () => setOpen(null) }), [open]);
  return <PanelsContext.Provider value={value}>{children}</PanelsContext.Provider>;
}
