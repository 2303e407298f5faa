/**
 * Shared form primitives (storefront, pro and admin forms).
 *
 * - `TextField`, `TextareaField`, `SelectField`: label + control + optional `hint` + `error`.
 *   An `error` marks the control `aria-invalid` and links hint and error via `aria-describedby`.
 *   Every other prop goes to the native control (name, value/defaultValue, onChange, required…);
 *   `fieldClassName` styles the wrapper, `className` the control.
 * - `CheckboxField`: box + label on one line, same `hint`/`error`.
 * - `NewPasswordFields` (imported from `./new-password-fields`, not from here: bundled with the
 *   forms that use it, not with every form's fields): a new password and its confirmation.
 * - `SubmitButton`: `busy` shows a spinner and `busyLabel`, sets `aria-busy` and blocks resubmits.
 * - `DataNotice`: the one line under a form that collects personal data, with the privacy page's link.
 * - `FormAlert`: a form-level `error` (role alert) or `success` (role status) message; renders
 *   nothing without children.
 * - `controlClass`, `labelClass`…: the same look for a custom control.
 * - `useFocusFirstError(formRef, result)`: after a refused submit, focus on the first field to fix.
 *
 * Keep what the user typed on failure: use controlled state or leave `defaultValue` inputs alone
 * (never reset the form on error).
 */
export { TextField, type TextFieldProps } from './text-field'
export { TextareaField, type TextareaFieldProps } from './textarea-field'
export { SelectField, type SelectFieldProps } from './select-field'
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field'
export { SubmitButton, type SubmitButtonProps } from './submit-button'
export { FormAlert } from './form-alert'
export { DataNotice } from './data-notice'
export { controlClass, errorClass, hintClass, labelClass } from './field-classes'
export { useFocusFirstError } from './use-focus-first-error'
