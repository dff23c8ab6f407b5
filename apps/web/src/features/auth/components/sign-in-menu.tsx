import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { SignInIcon, type SignInIconName } from './sign-in-icons'

interface MenuOption<T extends string> {
  value: T
  label: string
  lang?: string
}

/**
 * An icon button opening a menu of choices (the WAI-ARIA menu button pattern): the choice in force is checked;
 * arrows, Home and End move, Enter or Space picks, Escape or a click elsewhere closes and focus returns to the
 * button. Written for the sign-in page, which runs without MUI's Menu, Popover and Modal (issue 12).
 */
export function SignInMenuButton<T extends string>(props: {
  id: string
  label: string
  icon: SignInIconName
  testId: string
  options: readonly MenuOption<T>[]
  selected: T
  onPick: (value: T) => void
}) {
  const [open, setOpen] = useState(false)
  const anchorRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLLIElement | null)[]>([])

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    const selectedIndex = props.options.findIndex((option) => option.value === props.selected)
    itemRefs.current[Math.max(selectedIndex, 0)]?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
    // Focus moves into the menu when it opens, not when the choice changes under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  const pick = (value: T) => {
    close(true)
    props.onPick(value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLLIElement => item !== null)
    const current = items.indexOf(document.activeElement as HTMLLIElement)
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      items[moves[event.key]!]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    } else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault()
      pick(props.options[current]!.value)
    }
  }

  return (
    <div className="sign-in-menu-anchor" ref={anchorRef}>
      <button
        ref={buttonRef}
        type="button"
        className="sign-in-icon-button"
        id={`${props.id}-button`}
        aria-label={props.label}
        title={props.label}
        aria-haspopup="menu"
        aria-controls={open ? props.id : undefined}
        aria-expanded={open ? true : undefined}
        data-testid={props.testId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SignInIcon name={props.icon} />
      </button>
      {open && (
        <ul
          className="sign-in-menu"
          id={props.id}
          role="menu"
          aria-labelledby={`${props.id}-button`}
          onKeyDown={onKeyDown}
        >
          {props.options.map((option, index) => (
            <li
              key={option.value}
              ref={(item) => {
                itemRefs.current[index] = item
              }}
              className="sign-in-menu-item"
              role="menuitemradio"
              aria-checked={option.value === props.selected}
              tabIndex={-1}
              lang={option.lang}
              onClick={() => pick(option.value)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
