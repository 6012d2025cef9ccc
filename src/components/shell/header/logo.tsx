/** The mark beside the product name; decorative, the name is the link text. */
export function LogoMark() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="16" fill="var(--color-brand)" />
      <path
        d="M7 18.5l16.5-8.2c1.3-.6 2.6.9 1.7 2L15.9 23c-.4.5-1.2.4-1.4-.2l-1.3-3.6-3.7-.4c-.8-.1-1.1-1.1-.5-1.5z"
        fill="#fff"
      />
    </svg>
  );
}
