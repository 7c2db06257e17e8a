import { type ReactNode, useEffect, useId, useRef } from 'react';

interface AdminDialogProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog (the platform's <dialog>: focus trap, Escape, inert background); a bottom sheet on
 * a phone, centred on a desktop. Mounted only while open.
 */
export function AdminDialog({ title, description, onClose, children }: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    document.body.classList.add('no-scroll');
    return () => {
      document.body.classList.remove('no-scroll');
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel).
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="admin-dialog__content">
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="admin-dialog__description">
            {description}
          </div>
        )}
        {children}
      </div>
    </dialog>
  );
}
