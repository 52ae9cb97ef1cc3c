import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { useField } from 'react-final-form'
import { useT } from '../../lib/i18n/useT'
import { checkPhoto, type PhotoProblem, photoAccept } from './checkPhoto'
import { FieldError } from './FieldError'
import { fieldSubscription, isFlagged } from './fieldStatus'
import { shortFileName } from './shortFileName'
import { shrinkPhoto } from './shrinkPhoto'

type PhotoFieldProps = { form: string; name: 'image_1' | 'image_2'; label: string; hintId: string }

/**
 * One required photo: a picker shown as a portrait frame with a preview of the chosen image, its name cut
 * to 7 characters and a remove button. A photo over 2 MB is first reduced in the browser (shrinkPhoto.ts);
 * only one that cannot be brought under the limit (or is not an image) is refused with the spec's message
 * and the choice cleared; the Worker checks size and real type again. No `capture` attribute: with it a
 * phone opens the camera only, without it the picker offers the camera and the gallery.
 */
export function PhotoField({ form, name, label, hintId }: PhotoFieldProps) {
  const t = useT()
  const { input, meta } = useField<File | null>(name, {
    subscription: fieldSubscription,
  })
  const file = input.value || null
  const fileInput = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<PhotoProblem | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [shrinking, setShrinking] = useState(false)
  /** The latest choice: a slow reduction finishing after a newer choice (or a removal) is dropped. */
  const choice = useRef(0)

  useEffect(() => {
    if (!file) {
      // Cleared by the form (after the sent state): forget the browser's own choice too.
      if (fileInput.current) fileInput.current.value = ''
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const refuse = (why: PhotoProblem) => {
    setProblem(why)
    if (fileInput.current) fileInput.current.value = ''
    input.onChange(null)
    input.onBlur()
  }

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null
    const mine = ++choice.current
    const refused = chosen ? checkPhoto(chosen) : null
    setProblem(null)
    if (!chosen || (refused && refused !== 'tooLarge')) {
      if (refused) refuse(refused)
      else {
        input.onChange(null)
        input.onBlur()
      }
      return
    }
    if (!refused) {
      input.onChange(chosen)
      input.onBlur()
      return
    }
    setShrinking(true)
    const smaller = await shrinkPhoto(chosen)
    if (mine !== choice.current) return
    setShrinking(false)
    if (smaller) {
      input.onChange(smaller)
      input.onBlur()
    } else refuse('tooLarge')
  }

  const remove = () => {
    choice.current++
    setShrinking(false)
    setProblem(null)
    if (fileInput.current) fileInput.current.value = ''
    input.onChange(null)
    // The button goes with the photo: the picker takes the focus, ready for another choice.
    fileInput.current?.focus()
  }

  const id = `${form}-${name}`
  const flagged = isFlagged(meta) || problem !== null
  const problemId = `${id}-problem`
  const errorId = `${id}-error`
  const describedBy = [hintId, problem ? problemId : null, flagged && !problem ? errorId : null, `${id}-name`]
    .filter(Boolean)
    .join(' ')
  return (
    <div
      className="form-field form-photo"
      data-invalid={flagged || undefined}
      data-chosen={file ? true : undefined}
      aria-busy={shrinking || undefined}
    >
      <input
        ref={fileInput}
        id={id}
        name={name}
        type="file"
        accept={photoAccept}
        className="form-photo-input visually-hidden"
        required
        aria-invalid={flagged || undefined}
        aria-describedby={describedBy}
        onChange={(e) => void onChange(e)}
        onFocus={() => input.onFocus()}
      />
      <label className="form-photo-frame" htmlFor={id}>
        <span className="form-label">{label}</span>
        <span className="form-photo-box">
          {preview ? (
            // Decorative: the field's name and the chosen file's name say what it is.
            <img src={preview} alt="" />
          ) : (
            <span className="form-photo-choose" aria-hidden="true">
              <span className="form-photo-plus" />
              {t('forms.beAModel.chooseFile')}
            </span>
          )}
        </span>
      </label>
      <span className="form-photo-name" id={`${id}-name`} title={file?.name} aria-live="polite">
        {shrinking
          ? t('forms.beAModel.shrinking')
          : file
            ? shortFileName(file.name)
            : t('forms.beAModel.noFile')}
      </span>
      {file && (
        <button
          type="button"
          className="form-photo-remove"
          aria-label={t('forms.beAModel.removePhoto', { label })}
          onClick={remove}
        >
          <span aria-hidden="true">×</span> {t('forms.beAModel.remove')}
        </button>
      )}
      {problem && (
        <p className="form-photo-problem" id={problemId} role="alert">
          {problem === 'tooLarge'
            ? t('forms.beAModel.fileTooLarge')
            : problem === 'heif'
              ? t('errors.api.heif_photo')
              : t('errors.api.unsupported_file_type')}
        </p>
      )}
      {flagged && !problem && <FieldError id={errorId} name={name} label={label} meta={meta} />}
    </div>
  )
}
