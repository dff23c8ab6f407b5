import { createContext, useContext, type ComponentType, type MouseEvent, type ReactNode } from 'react'

export interface SignInMove {
  replace?: boolean
  state?: unknown
}

/**
 * How the sign-in form moves on and links to its sibling pages. Inside the app that is React Router; on the light
 * /login entry (app/sign-in-app) it starts the app at the target, so the router stays out of the first download.
 */
export interface SignInNavigation {
  /** The current query string (`?to=...` after a guarded redirect). */
  search: string
  go: (to: string, move?: SignInMove) => Promise<void> | void
  /** The component an in-app link renders: it receives `to` (and the link's class). */
  link: ComponentType<{ to: string; className?: string; children?: ReactNode }>
}

const SignInNavigationContext = createContext<SignInNavigation | null>(null)

export function SignInNavigationProvider(props: { value: SignInNavigation; children: ReactNode }) {
  return <SignInNavigationContext value={props.value}>{props.children}</SignInNavigationContext>
}

export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(SignInNavigationContext)
  if (!navigation) throw new Error('The sign-in form needs a SignInNavigationProvider')
  return navigation
}

/** A plain anchor that, on a plain left click, hands the move to `go` (modified clicks open as the browser does). */
export function anchorLink(go: SignInNavigation['go']): SignInNavigation['link'] {
  return function SignInAnchor({ to, children, ...rest }) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      void go(to)
    }
    return (
      <a href={to} onClick={onClick} {...rest}>
        {children}
      </a>
    )
  }
}
