import { useState, type ReactNode } from 'react';
import {
  Drawer,
  Form,
  Modal,
  type DrawerProps,
  type FormInstance,
  type FormProps,
  type ModalProps,
} from 'antd';

/** What a drawer or modal form is open for: a record to edit, null to add a new one; undefined: closed. */
export type FormRecord<T> = T | null | undefined;

/** The key of what the form is open for: the edited record's, or "new". */
const keyOfOpened = <T,>(record: T | null, keyOf: (record: T) => string) =>
  record === null ? 'new' : keyOf(record);

interface Opening<T> {
  record: FormRecord<T>;
  /** The record the form was opened for; kept while the drawer or modal closes. */
  shown: T | null;
  /** One number per opening, and per record it is opened for. */
  count: number;
}

/**
 * Each opening of a drawer or modal form, and each other record it is opened for, gets a number of its
 * own (the key of a fresh form: nothing typed for another record or before a Cancel comes back). The
 * record shown is the one it was opened with: a reload of the list behind it does not swap the version
 * an edit is saved over.
 */
export function useFormOpening<T>(record: FormRecord<T>, keyOf: (record: T) => string): Opening<T> {
  const [opening, setOpening] = useState<Opening<T>>({ record, shown: record ?? null, count: 0 });
  if (record === opening.record) return opening;
  const before = opening.record;
  const opened =
    record !== undefined &&
    (before === undefined || keyOfOpened(before, keyOf) !== keyOfOpened(record, keyOf));
  const next = opened ? { record, shown: record, count: opening.count + 1 } : { ...opening, record };
  // a state derived from the props, set while rendering (React's "storing information from previous renders")
  setOpening(next);
  return next;
}

interface FormOverlayProps<Values, T> {
  /** The record edited; null: an add form; undefined: closed. */
  record: FormRecord<T>;
  /** The record's identity (its id): another record gets a fresh form. */
  keyOf?: (record: T) => string;
  /** The form's name (the prefix of its fields' ids). */
  name: string;
  title: (record: T | null) => ReactNode;
  initialValues?: (record: T | null) => FormProps<Values>['initialValues'];
  /** The form is given too, to show a refusal of the server at its field. */
  onFinish: (values: Values, record: T | null, form: FormInstance<Values>) => void;
  onClose: () => void;
  /** false: no mark beside the required fields' labels. */
  requiredMark?: FormProps<Values>['requiredMark'];
  /** A field changed by the person (to clear the fields that depend on it). */
  onValuesChange?: (changed: Partial<Values>, form: FormInstance<Values>) => void;
  /** The form's fields, given the form and the record it was opened for. */
  children: (form: FormInstance<Values>, record: T | null) => ReactNode;
}

const noKey = () => 'record';

interface OpenedProps<Values, T> extends Omit<FormOverlayProps<Values, T>, 'record' | 'keyOf'> {
  open: boolean;
  record: T | null;
  kind: 'drawer' | 'modal';
}

/** The form of one opening: its own form instance, so no value of an earlier one is kept. */
function OpenedForm<Values, T>({
  kind,
  record,
  name,
  initialValues,
  onFinish,
  children,
  form,
  disabled,
  requiredMark,
  onValuesChange,
}: Omit<OpenedProps<Values, T>, 'open' | 'title' | 'onClose'> & {
  form: FormInstance<Values>;
  disabled?: boolean;
}) {
  return (
    <Form<Values>
      form={form}
      disabled={disabled}
      requiredMark={requiredMark}
      name={name}
      layout="vertical"
      initialValues={initialValues?.(record)}
      onFinish={(values) => onFinish(values, record, form)}
      onValuesChange={onValuesChange && ((changed: Partial<Values>) => onValuesChange(changed, form))}
      data-form-kind={kind}
    >
      {children(form, record)}
    </Form>
  );
}

type DrawerFormProps<Values, T> = FormOverlayProps<Values, T> & Pick<DrawerProps, 'size' | 'extra'>;

/**
 * A form in a drawer (ARCHITECTURE "Forms"): a fresh form for every opening and every record, so a
 * drawer opened for B after A shows B, an add form after an edit is empty, and what was typed before
 * a Cancel or a failed save is gone when it opens again. `extra` (buttons in the drawer's header) is
 * given the form, for a button calling `form.submit()`.
 */
export function FormDrawer<Values, T = never>({
  record,
  keyOf = noKey,
  ...props
}: Omit<DrawerFormProps<Values, T>, 'extra'> & {
  extra?: (form: FormInstance<Values>) => ReactNode;
}) {
  const { shown, count } = useFormOpening(record, keyOf);
  return <DrawerOpening<Values, T> key={count} {...props} open={record !== undefined} record={shown} />;
}

function DrawerOpening<Values, T>({
  open,
  title,
  onClose,
  size,
  extra,
  ...form
}: Omit<OpenedProps<Values, T>, 'kind'> &
  Pick<DrawerProps, 'size'> & { extra?: (form: FormInstance<Values>) => ReactNode }) {
  const [instance] = Form.useForm<Values>();
  return (
    <Drawer
      title={title(form.record)}
      open={open}
      onClose={onClose}
      size={size}
      extra={extra?.(instance)}
      destroyOnHidden
    >
      <OpenedForm<Values, T> {...form} kind="drawer" form={instance} />
    </Drawer>
  );
}

interface ModalExtras<Values> extends Pick<ModalProps, 'confirmLoading' | 'width' | 'cancelButtonProps'> {
  /** OK's label; given the form, it can follow a field (a component calling Form.useWatch). */
  okText?: ReactNode | ((form: FormInstance<Values>) => ReactNode);
  /** Shown below the form, outside it. */
  after?: ReactNode;
  /** OK's action when it is not to submit the form (a Done once the work is under way). */
  onOk?: (form: FormInstance<Values>) => void;
  /** The fields are read-only (the work they started is under way). */
  disabled?: boolean;
}

type ModalFormProps<Values, T> = FormOverlayProps<Values, T> & ModalExtras<Values>;

/** A form in a modal, OK submitting it: a fresh form for every opening and every record (see FormDrawer). */
export function FormModal<Values, T = never>({ record, keyOf = noKey, ...props }: ModalFormProps<Values, T>) {
  const { shown, count } = useFormOpening(record, keyOf);
  return <ModalOpening<Values, T> key={count} {...props} open={record !== undefined} record={shown} />;
}

function ModalOpening<Values, T>({
  open,
  title,
  onClose,
  after,
  onOk,
  ...props
}: Omit<OpenedProps<Values, T>, 'kind'> & ModalExtras<Values>) {
  const { okText, confirmLoading, width, cancelButtonProps, ...form } = props;
  const [instance] = Form.useForm<Values>();
  return (
    <Modal
      title={title(form.record)}
      open={open}
      onCancel={onClose}
      okText={typeof okText === 'function' ? okText(instance) : okText}
      onOk={() => (onOk ? onOk(instance) : instance.submit())}
      confirmLoading={confirmLoading}
      cancelButtonProps={cancelButtonProps}
      width={width}
      destroyOnHidden
    >
      <OpenedForm<Values, T> {...form} kind="modal" form={instance} />
      {after}
    </Modal>
  );
}
