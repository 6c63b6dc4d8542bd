/** The choice between a passkey and a password with an authenticator app, each with what it means. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { passkeysSupported, SIGN_IN_METHODS, type SignInMethod } from './sign-in-methods';

export function MethodChoice({ value, onChange }: { value: SignInMethod; onChange: (method: SignInMethod) => void }) {
  const labelId = useId();
  const supported = passkeysSupported();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        How will you sign in?
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as SignInMethod)}>
        {SIGN_IN_METHODS.map(({ method, label, description }) => {
          const unavailable = method === 'passkey' && !supported;
          return (
            <FormControlLabel
              key={method}
              value={method}
              disabled={unavailable}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiFormControlLabel-label': { pt: 1.25 } }}
              label={
                <>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {unavailable ? 'This browser cannot make passkeys: use a current browser, or choose a password.' : description}
                  </Typography>
                </>
              }
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
