/** The "clear form" mark: an eraser. Decorative; the button carries the name. */
export function ClearFormIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d="m7 21-4-4L14 6l6 6-9 9H7Zm0 0h13M9.5 10.5l5 5" />
    </svg>
  );
}
