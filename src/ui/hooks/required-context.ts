import { createContext, useContext } from 'react';

/**
 * A context that only makes sense below its provider, and the hook that reads it: the hook
 * fails loudly, saying `missing`, where a component is used without its provider.
 */
export function createRequiredContext<T>(missing: string) {
  const Context = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(Context);
    if (value === null) throw new Error(missing);
    return value;
  };
  return [Context, useRequired] as const;
}
