-- A hidden tag stays on the tasks that have it but is offered by no picker.
ALTER TABLE tags ADD COLUMN hidden boolean NOT NULL DEFAULT false;

-- The first seeded colours of these tags put white text under 4.5:1 (WCAG AA);
-- a tag someone has recoloured since keeps its colours.
UPDATE tags SET color = recoloured.new_color
FROM (VALUES
  (16, '#e53935', '#c62828'), (61, '#607d8b', '#455a64'), (42, '#43a047', '#1b5e20'), (33, '#1e88e5', '#1976d2'),
  (48, '#00897b', '#00796b'), (58, '#78909c', '#546e7a'), (65, '#f4511e', '#bf360c')
) AS recoloured (id, old_color, new_color)
WHERE tags.id = recoloured.id AND tags.color = recoloured.old_color AND tags.text_color = '#ffffff';
