import { useState, type Ref } from 'react'
import { SignInIcon } from './sign-in-icons'
import { useSignInEnvironment } from './sign-in-environment'

/**
 * An outlined text field drawn as MUI's (floating label, notched outline) with plain elements and sign-in.css,
 * and a show/hide button for passwords. `error` is already worded. The label floats by CSS alone (the
 * placeholder is a space), so the prerendered page draws it right before any script runs.
 */
export function SignInField(props: {
  name: string
  label: string
  type: 'email' | 'password' | 'text'
  autoComplete: string
  autoFocus?: boolean
  value: string
  onChange: (value: string) => void
  inputRef?: Ref<HTMLInputElement>
  error?: string
}) {
  const { t } = useSignInEnvironment()
  const [reveal, setReveal] = useState(false)
  const password = props.type === 'password'
  const id = `field-${props.name}`
  const errorId = `${id}-error`
  return (
    <div className={props.error ? 'sign-in-field sign-in-field--error' : 'sign-in-field'}>
      <div
        className={
          password ? 'sign-in-field-control sign-in-field-control--adorned' : 'sign-in-field-control'
        }
      >
        <input
          ref={props.inputRef}
          id={id}
          name={props.name}
          className="sign-in-field-input"
          type={password && reveal ? 'text' : props.type}
          autoComplete={props.autoComplete}
          autoFocus={props.autoFocus}
          placeholder=" "
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
        <label htmlFor={id} className="sign-in-field-label">
          {props.label}
        </label>
        {password && (
          <button
            type="button"
            className="sign-in-icon-button sign-in-field-reveal"
            aria-label={t(reveal ? 'auth.hidePassword' : 'auth.showPassword')}
            onClick={() => setReveal((shown) => !shown)}
          >
            <SignInIcon name={reveal ? 'visibilityOff' : 'visibility'} />
          </button>
        )}
        <fieldset aria-hidden="true" className="sign-in-field-outline">
          <legend>
            <span>{props.label}</span>
          </legend>
        </fieldset>
      </div>
      {props.error && (
        <p id={errorId} className="sign-in-field-error">
          {props.error}
        </p>
      )}
    </div>
  )
}
