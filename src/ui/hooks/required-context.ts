import { createContext, useContext } from 'react';

/**
 * A context something above must provide, and its hook: used without the provider, the hook
 * throws and says what is missing, instead of handing out null.
 */
export function createRequiredContext<T>(hookName: string, providedBy: string) {
  const Context = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(Context);
    if (value === null) throw new Error(`${hookName} needs ${providedBy} above it.`);
    return value;
  };
  return [Context, useRequired] as const;
}
