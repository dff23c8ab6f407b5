import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { HASH_SCROLL_OFFSET } from './nav-types'

/** Scrolls smoothly to the element named by the URL hash, 60 px below the top (spec §9). */
export function useHashScroll() {
  const { hash, pathname } = useLocation()
  useEffect(() => {
    if (!hash) return
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      if (!target) return
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET
      window.scrollTo({ top, behavior: 'smooth' })
    })
    return () => cancelAnimationFrame(frame)
  }, [hash, pathname])
}
