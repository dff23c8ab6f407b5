import type { ReactNode } from 'react'
import type { SignInNavigation } from './sign-in-navigation'

/** A link of the sign-in pages, drawn as the theme's MuiLink by sign-in.css (no MUI Link on /login). */
export function TextLink(props: { component: SignInNavigation['link']; to: string; children: ReactNode }) {
  const Anchor = props.component
  return (
    <Anchor to={props.to} className="sign-in-link">
      {props.children}
    </Anchor>
  )
}
