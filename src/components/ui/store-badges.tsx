/** Store marks drawn for the project's own badges. */

export function AppleMark(): JSX.Element {
  return (
    <svg width="22" height="26" viewBox="0 0 22 26" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18.2 13.8c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.4-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-1 0-2.4-1.1-4-1-2 0-3.9 1.2-5 3-2.1 3.7-.5 9.2 1.5 12.2 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 3.9-1s2.3 1 3.9 1c1.6 0 2.7-1.5 3.7-3 1.2-1.7 1.6-3.3 1.7-3.4-.1 0-3.1-1.2-3.1-4.9zM15.2 4.8c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.6.8-3.5 1.8-.8.9-1.5 2.3-1.3 3.7 1.3.1 2.7-.7 3.6-1.7z"
      />
    </svg>
  )
}

export function PlayMark(): JSX.Element {
  return (
    <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
      <path fill="#32bbff" d="M1 1.2 12.4 12 1 22.8c-.4-.3-.6-.8-.6-1.4V2.6c0-.6.2-1.1.6-1.4z" />
      <path fill="#ffd400" d="M16.2 8.3 20 10.5c1.2.7 1.2 2.3 0 3L16.2 15.7 12.4 12z" />
      <path fill="#ff3a44" d="M12.4 12 16.2 15.7 3 23.2c-.7.4-1.5.3-2-.4z" />
      <path fill="#00f076" d="M1 1.2c.5-.7 1.3-.8 2-.4l13.2 7.5L12.4 12z" />
    </svg>
  )
}
