/**
 * The upload field (rjsf field name "attachments"): a file input with a drag-and-drop zone and the list of chosen
 * files. New files pass the rules of upload-rules.ts; refused ones are not added and their messages are announced
 * under the widget. Accepted files are stored as attachments with base64 content, the shape the API expects.
 *
 * On a phone the chooser offers the camera and the photo library beside the files (the image types in `accept`), and
 * a "Take a photo" button opens the camera directly (`capture`). The main input has no `capture`: on some phones it
 * would allow nothing but the camera. A photo over the size limit is shrunk first (shrink-image.ts), with its
 * progress shown, and listed with its final size.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { visuallyHidden } from '../../../components/visually-hidden';
import { collectErrorMessages } from '../../form/error-schema';
import { shrinkImage } from './shrink-image';
import {
  ACCEPT_ATTRIBUTE,
  MAX_FILES,
  PHOTO_ACCEPT_ATTRIBUTE,
  bytesToBase64,
  checkNewFiles,
  parseAttachments,
  uploadMessages,
  type AllowedMimeType,
  type Attachment,
} from './upload-rules';
import { fileSizeText } from '../../../../text/file-size';

interface Shrinking {
  name: string;
  percent: number;
}

async function toAttachment(file: File, type: Attachment['type']): Promise<Attachment> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { name: file.name, size: file.size, type, lastModified: file.lastModified, content: bytesToBase64(bytes) };
}

/** A file's size in the list; a shrunk photo's also says what it was. */
function shrunkNote(size: number, originalSize: number | undefined): string {
  return originalSize === undefined ? fileSizeText(size) : `${fileSizeText(size)}, shrunk from ${fileSizeText(originalSize)}`;
}

/** Errors of individual files (e.g. one the browser could not read); the field's own errors are shown by rjsf. */
function itemErrors(errorSchema: unknown): string[] {
  if (errorSchema === null || typeof errorSchema !== 'object') return [];
  return Object.entries(errorSchema).flatMap(([key, value]) => (key === '__errors' ? [] : collectErrorMessages(value)));
}

export function AttachmentsField(props: FieldProps) {
  const { formData, onChange, onBlur, fieldPathId, schema, uiSchema, required, disabled, readonly, errorSchema, name } =
    props;
  const id = fieldPathId.$id;
  const baseId = useId();
  const titleElementId = `${baseId}-title`;
  const hintId = `${baseId}-hint`;
  const messagesId = `${baseId}-messages`;
  const files = parseAttachments(formData);
  const latest = useRef(files);
  latest.current = files;
  const [messages, setMessages] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const [shrinking, setShrinking] = useState<Shrinking | null>(null);
  // The size each shrunk photo had when chosen, by its name in the list.
  const [shrunkFrom, setShrunkFrom] = useState<Record<string, number>>({});
  const [dragging, setDragging] = useState(false);
  const options = getUiOptions(uiSchema);
  const title = typeof options.title === 'string' ? options.title : (schema.title ?? name);
  const description = typeof options.description === 'string' ? options.description : schema.description;
  const inactive = Boolean(disabled || readonly);
  // After a removal focus goes to the Remove button of the file before (or the first left), else to the input:
  // the removed button took focus with it, which would leave the keyboard at the top of the page.
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.max(0, index - 1)] ?? inputRef.current)?.focus();
  }, [files.length]);

  const commit = (next: Attachment[]) => {
    latest.current = next;
    onChange(next, fieldPathId.path, undefined, id);
    // A change of the file list counts as a visit of the field, so its errors may show.
    onBlur(id, next);
  };

  /** A photo over the limit, shrunk to a JPEG that fits; null (with its message shown) when it cannot be. */
  const shrunk = async (file: File): Promise<{ file: File; type: AllowedMimeType } | null> => {
    setShrinking({ name: file.name, percent: 0 });
    try {
      const small = await shrinkImage(file, (percent) => setShrinking({ name: file.name, percent }));
      if (latest.current.some((existing) => existing.name === small.name)) {
        setMessages((current) => [...current, uploadMessages.duplicate(small.name)]);
        return null;
      }
      setShrunkFrom((current) => ({ ...current, [small.name]: file.size }));
      return { file: small, type: 'image/jpeg' };
    } catch (error) {
      console.error(error);
      setMessages((current) => [...current, uploadMessages.tooLarge(file.name)]);
      return null;
    } finally {
      setShrinking(null);
    }
  };

  const addFiles = async (list: readonly File[]) => {
    if (list.length === 0) return;
    const { accepted, messages: refused } = checkNewFiles(latest.current, list);
    setMessages(refused);
    if (accepted.length === 0) return;
    setReading(true);
    try {
      const ready: { file: File; type: AllowedMimeType }[] = [];
      // One photo at a time: each holds a full-size image in memory while it is shrunk.
      for (const item of accepted) {
        const file = item.shrink ? await shrunk(item.file) : item;
        if (file) ready.push(file);
      }
      const read = await Promise.all(ready.map(({ file, type }) => toAttachment(file, type)));
      if (read.length > 0) commit([...latest.current, ...read]);
    } catch (error) {
      console.error(error);
      setMessages((current) => [...current, 'A file could not be read. Please try again.']);
    } finally {
      setReading(false);
    }
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Clearing the input lets the same file be chosen again (and be reported as a duplicate).
    event.target.value = '';
    void addFiles(chosen);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!inactive) void addFiles(Array.from(event.dataTransfer.files));
  };

  const remove = (fileName: string) => {
    removedAt.current = latest.current.findIndex((file) => file.name === fileName);
    setMessages([]);
    commit(latest.current.filter((file) => file.name !== fileName));
  };

  const fileErrors = itemErrors(errorSchema);

  return (
    // Positioned, so the visually hidden input sits inside the widget and focusing it scrolls here.
    <Box sx={{ position: 'relative' }}>
      <Typography id={titleElementId} component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
        {required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        )}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {description}
        </Typography>
      )}
      <Box
        component="input"
        ref={inputRef}
        type="file"
        id={id}
        multiple
        accept={ACCEPT_ATTRIBUTE}
        disabled={inactive}
        onChange={onInputChange}
        aria-labelledby={titleElementId}
        aria-describedby={`${hintId} ${messagesId}`}
        aria-required={required || undefined}
        data-testid="attachments-input"
        sx={visuallyHidden}
      />
      <Box
        component="label"
        htmlFor={id}
        onDragOver={(event: DragEvent<HTMLLabelElement>) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="attachments-dropzone"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: { xs: 2.5, sm: 3.5 },
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'grey.400',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'grey.50',
          textAlign: 'center',
          cursor: inactive ? 'default' : 'pointer',
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': { borderColor: 'primary.main' },
          // The real input is visually hidden; its keyboard focus shows on the zone that stands for it.
          'input:focus-visible + &': { outline: '3px solid #1f6fd1', outlineOffset: '2px' },
        }}
      >
        <CloudUploadOutlinedIcon aria-hidden color="primary" sx={{ fontSize: 40 }} />
        <Typography sx={{ fontWeight: 600 }}>
          Drag and drop files here, or{' '}
          <Box component="span" sx={{ color: 'primary.main', textDecoration: 'underline' }}>
            browse
          </Box>
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          JPEG, PNG, PDF or ZIP · up to 2MB each (larger photos are shrunk to fit) · up to {MAX_FILES} files
        </Typography>
        {reading && !shrinking && (
          <Typography variant="body2" role="status">
            Reading files...
          </Typography>
        )}
        {shrinking && (
          <Box sx={{ width: '100%', maxWidth: 360 }}>
            <Typography variant="body2" role="status" sx={{ wordBreak: 'break-word' }}>
              Shrinking {shrinking.name} to fit 2MB...
            </Typography>
            <Box
              component="progress"
              max={100}
              value={Math.round(shrinking.percent)}
              aria-label={`Shrinking ${shrinking.name}`}
              data-testid="shrink-progress"
              sx={{ display: 'block', width: '100%', height: 8, mt: 1, accentColor: '#1f6fd1' }}
            />
          </Box>
        )}
      </Box>
      {/* Phones only: a camera is what they have. Elsewhere `capture` is ignored and this would be a second chooser. */}
      <Box sx={{ display: 'none', '@media (pointer: coarse)': { display: 'block' }, mt: 1.5, position: 'relative' }}>
        <Box
          component="input"
          type="file"
          id={`${id}__camera`}
          accept={PHOTO_ACCEPT_ATTRIBUTE}
          capture="environment"
          disabled={inactive}
          onChange={onInputChange}
          aria-describedby={`${hintId} ${messagesId}`}
          data-testid="attachments-camera"
          sx={visuallyHidden}
        />
        <Box
          component="label"
          htmlFor={`${id}__camera`}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 44,
            px: 2,
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            color: 'primary.main',
            fontWeight: 600,
            cursor: inactive ? 'default' : 'pointer',
            'input:focus-visible + &': { outline: '3px solid #1f6fd1', outlineOffset: '2px' },
          }}
        >
          <PhotoCameraOutlinedIcon aria-hidden />
          Take a photo
        </Box>
      </Box>
      <Box id={messagesId} role="alert" data-testid="upload-errors" sx={{ mt: messages.length > 0 ? 1 : 0 }}>
        {messages.map((message) => (
          <Typography key={message} variant="body2" color="error">
            {message}
          </Typography>
        ))}
      </Box>
      {files.length > 0 && (
        <List ref={listRef} dense aria-label="Uploaded files" data-testid="attachments-list" sx={{ mt: 1 }}>
          {files.map((file) => (
            <ListItem
              key={file.name}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => remove(file.name)}
                  disabled={inactive}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlinedIcon aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={shrunkNote(file.size, shrunkFrom[file.name])}
                slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {fileErrors.map((message) => (
        <Typography key={message} variant="body2" color="error" sx={{ mt: 0.5 }}>
          {message}
        </Typography>
      ))}
    </Box>
  );
}
