-- The note a person leaves the approver of a holiday request (at most 500 characters, as the form and the API's schema say).
ALTER TABLE calendar_assignments ADD COLUMN note text CHECK (note IS NULL OR char_length(note) <= 500);
