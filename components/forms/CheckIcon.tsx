/** The check mark of the sent state (decorative: the text beside it says it). */
export function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      className="form-check-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m4.5 12.5 5 5 10-11" />
    </svg>
  )
}
