import { createBrowserRouter, type RouteObject } from 'react-router'
import { BlankLayout } from '../layouts/blank-layout'
import { RouteError } from './route-error'
import { RouteGuard } from './route-guard'
import type { RouteHandle } from './route-handle'
import { prefetchAgain, prefetchLoader } from './route-prefetch'
import { RootRedirectRoute } from './root-redirect-route'
import { appRoutes, type AppRoute, type LayoutName } from './routes'

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { access: route.access, permission: route.permission }
  // A static loader runs in parallel with `lazy`: the screen's data is asked for while its code downloads.
  const data = route.prefetch && {
    loader: prefetchLoader(handle, route.prefetch),
    shouldRevalidate: prefetchAgain,
  }
  return { path: route.path, handle, lazy: route.lazy, ...data }
}

const byLayout = (layout: LayoutName) =>
  appRoutes.filter((route) => route.layout === layout).map(toRouteObject)

/** A layout route is registered only when some built route uses it. */
const withChildren = (route: RouteObject): RouteObject[] => (route.children?.length ? [route] : [])

export const routeObjects: RouteObject[] = [
  {
    Component: RouteGuard,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: RootRedirectRoute, handle: { access: 'public' } satisfies RouteHandle },
      { Component: BlankLayout, children: byLayout('blank') },
      {
        lazy: () => import('./default-layout-route').then((m) => ({ Component: m.DefaultLayoutRoute })),
        children: byLayout('default'),
      },
      ...withChildren({
        lazy: () => import('./default-layout-route').then((m) => ({ Component: m.FixedHeightLayoutRoute })),
        children: byLayout('fixed-height'),
      }),
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routeObjects)
}
