import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../route-tree.gen';

export const router = createRouter({
  routeTree,
  // Every unknown path or invalid param shows the root's 404 page, whatever layout it fell under.
  notFoundMode: 'root',
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
