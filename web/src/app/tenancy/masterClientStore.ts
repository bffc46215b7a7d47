const KEY = 'marquee.masterClient';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): number | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

let current: number | null = read();

/**
 * The selected master client: UI state, not server data. Kept in sessionStorage so a reload
 * keeps the tenant; read by the Apollo link for the X-Master-Client header.
 */
export const masterClientStore = {
  get: (): number | null => current,
  set(id: number | null): void {
    if (id === current) return;
    current = id;
    try {
      if (id === null) sessionStorage.removeItem(KEY);
      else sessionStorage.setItem(KEY, String(id));
    } catch {
      // Storage may be unavailable (private mode); the in-memory value still works.
    }
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
