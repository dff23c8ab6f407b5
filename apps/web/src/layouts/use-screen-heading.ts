import { useEffect, useRef, type RefObject } from 'react'
import { useLocation } from 'react-router'

/** The product's name after each screen's in the document title ("Solicitudes · Mesa"). */
const APP_NAME = 'Mesa'
/** A screen that shows its heading later than this (slow data) keeps the focus where the user left it. */
const FOCUS_WINDOW_MS = 5_000

/**
 * Keyboard and screen-reader users know where they are (issue 38): the document is titled after the screen's
 * heading (its h1, kept in step as it loads or changes), and after a navigation the focus moves to that
 * heading, so the next Tab starts in the new content and a screen reader announces it. Not on the first load
 * (the browser's own start), and never when the screen has already put the focus inside itself (a field).
 */
export function useScreenHeading(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation()
  const firstScreen = useRef(true)
  useEffect(() => {
    const root = main.current
    if (!root) return
    let focusPending = !firstScreen.current
    firstScreen.current = false
    const apply = () => {
      const heading = root.querySelector('h1')
      const text = heading?.textContent?.trim()
      const title = text ? `${text} · ${APP_NAME}` : APP_NAME
      if (document.title !== title) document.title = title
      if (!heading || !focusPending) return
      focusPending = false
      const active = document.activeElement
      if (active && active !== document.body && root.contains(active)) return
      heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(root, { childList: true, subtree: true, characterData: true })
    const timer = setTimeout(() => (focusPending = false), FOCUS_WINDOW_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [pathname, main])
}
