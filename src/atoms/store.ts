import { createStore } from 'jotai';

/** The one store: React reads it through the Provider, code outside React (boot, worker bridge) through this. */
export const store = createStore();
