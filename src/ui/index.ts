/**
 * The UI kit every screen builds on. Each component lives in its own file; this
 * lists them. SignaturePad is imported from './ui/SignaturePad' directly: its
 * canvas library is CommonJS, which a barrel would pull into the entry bundle.
 */
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Calendar, type CalendarEvent, type CalendarEventChange, type CalendarProps, type CalendarView } from './Calendar';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DateInput, type DateInputProps } from './DateInput';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FileInput, type FileInputProps, type MultiFileInputProps, type SingleFileInputProps } from './FileInput';
export { LoadingState, type LoadingStateProps } from './LoadingState';
export { MapView, type MapMarker, type MapViewProps } from './MapView';
export { Modal, type ModalProps } from './Modal';
export { Money, type MoneyProps } from './Money';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PhotoInput, type PhotoInputProps } from './PhotoInput';
export { PHOTO_JPEG_QUALITY } from './reencodeJpeg';
export { Select, MAX_SHOWN_OPTIONS, type MultiSelectProps, type SelectOption, type SelectProps, type SingleSelectProps } from './Select';
export { Spinner, type SpinnerProps } from './Spinner';
export { Table, VIRTUALIZE_ABOVE, type TableProps } from './Table';
export { actionColumn } from './actionColumn';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type CellValue, type SortDirection, type SortState, type TableColumn } from './tableTypes';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export { TimestampField } from './TimestampField';
export { TOAST_AUTO_CLOSE_MS, type ToastApi, type ToastKind } from './toastContext';
export { ToastProvider } from './ToastProvider';
export { useNarrowScreen, MOBILE_MAX_WIDTH } from './useNarrowScreen';
export { useToast } from './useToast';
