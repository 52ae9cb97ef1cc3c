import { useField } from 'react-final-form'
import { FieldError } from './FieldError'
import { fieldSubscription, isFlagged } from './fieldStatus'

type RadioGroupFieldProps = {
  form: string
  name: string
  legend: string
  options: readonly { value: string; label: string }[]
}

/** A required choice among a few values (gender), as a row of radio buttons in a fieldset. */
export function RadioGroupField({ form, name, legend, options }: RadioGroupFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: fieldSubscription,
  })
  const flagged = isFlagged(meta)
  const errorId = `${form}-${name}-error`
  return (
    <fieldset
      className="form-field form-radios"
      data-invalid={flagged || undefined}
      aria-describedby={flagged ? errorId : undefined}
    >
      <legend className="form-label">{legend}</legend>
      <div className="form-radio-row">
        {options.map((option) => {
          const id = `${form}-${name}-${option.value}`
          return (
            <label key={option.value} className="form-radio" htmlFor={id}>
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={input.value === option.value}
                onChange={() => input.onChange(option.value)}
                onFocus={() => input.onFocus()}
                onBlur={() => input.onBlur()}
                required
                aria-invalid={flagged || undefined}
              />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
      {flagged && <FieldError id={errorId} name={name} label={legend} meta={meta} />}
    </fieldset>
  )
}
