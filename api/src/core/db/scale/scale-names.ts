/** Words the scale generator combines into people and tasks, so search and lists look like the real thing. */

export const FIRST_NAMES = [
  'Ana', 'Luis', 'María', 'José', 'Lucía', 'Javier', 'Carmen', 'Sergio', 'Laura', 'Álvaro',
  'Marta', 'Pablo', 'Elena', 'Raúl', 'Sofía', 'Iván', 'Paula', 'Óscar', 'Nuria', 'Jesús',
  'Inés', 'Andrés', 'Beatriz', 'Rubén', 'Noelia', 'Adrián', 'Rocío', 'Tomás', 'Irene', 'Joaquín',
  'Begoña', 'Íñigo', 'Ángela', 'Martín', 'Verónica', 'Gonzalo', 'Mónica', 'Hugo', 'Sara', 'Víctor',
];

export const SURNAMES = [
  'García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez',
  'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina',
  'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez',
  'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto',
];

export const TASK_NAMES = [
  'Revisar el informe mensual',
  'Actualizar el inventario',
  'Preparar la documentación del cliente',
  'Resolver la incidencia del puesto',
  'Coordinar la entrega con logística',
  'Conciliar las facturas pendientes',
  'Planificar los turnos de la semana',
  'Migrar los datos al nuevo sistema',
  'Atender la reclamación',
  'Formar a las nuevas incorporaciones',
];

export const MESSAGES = ['Empiezo con esto hoy.', 'Pendiente de respuesta del solicitante.', 'Hecho, queda revisar.', 'Necesito más información.'];

/** Accented letters and what they become in e-mail addresses (PostgreSQL `translate`). */
export const ACCENTED = 'ÁÉÍÓÚÜÑáéíóúüñ';
export const PLAIN = 'AEIOUUNaeiouun';
