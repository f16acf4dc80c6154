/** The red asterisk after a required field's label; the control itself carries `required` for screen readers. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-1 text-red-700">
      *
    </span>
  );
}
