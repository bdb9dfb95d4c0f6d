/** Spanish texts of the demo work: task names per team, subtasks, messages and notifications. */

export const TASK_NAMES_BY_TEAM: Record<string, readonly string[]> = {
  Soporte: [
    'Configurar el correo en el móvil de dirección',
    'Cambiar el tóner de la impresora de la planta 2',
    'Instalar el antivirus en los portátiles nuevos',
    'Restablecer contraseñas caducadas de Recepción',
    'Revisar la conexión de la sala de reuniones',
    'Preparar los equipos de las nuevas incorporaciones',
    'Actualizar el inventario de periféricos',
    'La pantalla del puesto 14 parpadea',
  ],
  Infraestructura: [
    'Migrar las copias de seguridad al nuevo NAS',
    'Actualizar el firmware de los conmutadores',
    'Revisar las alertas de temperatura del CPD',
    'Renovar el certificado del servidor web',
    'Ampliar la memoria del servidor de virtualización',
    'Documentar la topología de la red de oficinas',
    'Cambiar las baterías del SAI',
    'Configurar la VLAN de invitados',
  ],
  Aplicaciones: [
    'Corregir el cálculo de horas en el informe mensual',
    'Añadir filtros a la búsqueda de clientes',
    'Actualizar las dependencias de la intranet',
    'Revisar la lentitud del módulo de facturación',
    'Migrar el formulario de pedidos a la nueva API',
    'Preparar el entorno de pruebas de nóminas',
    'Exportar a Excel el listado de proveedores',
    'El botón Guardar no responde en Firefox',
  ],
  'Dirección Técnica': [
    'Plan de inversiones en equipos para el año próximo',
    'Revisión del contrato de mantenimiento',
    'Evaluación de proveedores de nube',
    'Calendario de vacaciones del departamento',
    'Seguimiento de los objetivos trimestrales',
    'Propuesta de formación técnica',
  ],
  Almacén: [
    'Inventario trimestral del almacén central',
    'Reorganizar las estanterías del pasillo B',
    'Revisar los pedidos pendientes de expedir',
    'Etiquetar el material devuelto',
    'Coordinar la recogida con la agencia de transporte',
    'Actualizar las ubicaciones en el sistema',
    'Falta material en el pedido 4512',
    'La carretilla 2 necesita revisión',
  ],
  'Atención al Cliente': [
    'Responder las reclamaciones de la semana',
    'Actualizar las respuestas frecuentes de la web',
    'Llamar a los clientes con pedidos retrasados',
    'Revisar las encuestas de satisfacción',
    'Preparar el informe mensual de consultas',
    'Un cliente no recibe las facturas por correo',
    'Formación sobre el nuevo catálogo',
    'Revisar el guion de atención telefónica',
  ],
  Contabilidad: [
    'Conciliación bancaria del mes',
    'Registrar las facturas de proveedores',
    'Preparar el cierre trimestral',
    'Revisar los gastos de viaje pendientes',
    'Presentar el modelo 303',
    'Reclamar los cobros vencidos',
    'Actualizar el plan de cuentas',
    'Cuadrar la caja de la oficina',
  ],
  'Recursos Humanos': [
    'Preparar las nóminas del mes',
    'Alta en la Seguridad Social de las nuevas incorporaciones',
    'Actualizar el calendario laboral',
    'Organizar la formación en prevención de riesgos',
    'Revisar los contratos que vencen este trimestre',
    'Gestionar las solicitudes de vacaciones de verano',
    'Preparar la evaluación de desempeño',
    'Publicar la oferta de empleo de almacén',
  ],
};

export const GENERIC_TASK_NAMES: readonly string[] = [
  'Revisar la documentación pendiente',
  'Preparar la reunión semanal',
  'Actualizar el registro de incidencias',
  'Ordenar los archivos compartidos',
];

export const SUBTASK_NAMES: readonly string[] = [
  'Recopilar la información',
  'Hablar con el solicitante',
  'Preparar la propuesta',
  'Revisar con el responsable',
  'Hacer las pruebas',
  'Documentar el resultado',
  'Cerrar con el solicitante',
];

export const TASK_MESSAGES: readonly string[] = [
  'Empiezo con esto esta mañana.',
  '¿Alguien sabe quién lo pidió? Necesito más detalles.',
  'He hablado con el solicitante y ya tengo lo necesario.',
  'Está a medias; mañana lo termino.',
  'Adjunto la información que me han pasado.',
  'Hay que esperar a que responda el proveedor.',
  'Revisado, queda pendiente la validación del responsable.',
  'Lo dejo anotado para la reunión del lunes.',
  'Hecho. Si falta algo, avisad.',
  'Me ha llevado más de lo previsto por un problema de permisos.',
  'De acuerdo, lo priorizo.',
  'Gracias por la ayuda.',
];

export const SUBTASK_MESSAGES: readonly string[] = [
  'Parte terminada.',
  'Me falta un dato para seguir.',
  'Lo reviso después de comer.',
  'Comprobado, todo correcto.',
  'He encontrado un detalle que hay que corregir.',
];

export const NOTIFICATION_TEXTS = {
  assigned: { title: 'Nueva tarea', message: (task: string) => `Se te ha asignado "${task}"` },
  message: { title: 'Nuevo mensaje', message: (task: string) => `Hay un mensaje nuevo en "${task}"` },
} as const;
