// Task groups of the command index, in display order. Each top-level command names its group.
import type {Group} from './types';

export const groups: readonly Group[] = [
  {
    id: 'charts',
    title: {en: 'Working with charts', es: 'Trabajar con charts'},
    intro: {
      en: 'Create a chart, manage its dependencies, check it, render it, package and sign it, and inspect charts written by others before you install them.',
      es: 'Crea un chart, gestiona sus dependencias, revísalo, renderízalo, empaquétalo y fírmalo, e inspecciona charts de otras personas antes de instalarlos.',
    },
  },
  {
    id: 'releases',
    title: {en: 'Installing and managing releases', es: 'Instalar y gestionar releases'},
    intro: {
      en: 'Put a chart into the cluster and look after it: upgrade, roll back, test, inspect and remove releases.',
      es: 'Lleva un chart al clúster y cuida de él: actualiza, revierte, prueba, inspecciona y elimina releases.',
    },
  },
  {
    id: 'repositories',
    title: {en: 'Chart repositories', es: 'Repositorios de charts'},
    intro: {
      en: 'Register the repositories you install from, keep their indexes fresh, search them and Artifact Hub, download charts, and host a repository of your own.',
      es: 'Registra los repositorios desde los que instalas, mantén al día sus índices, busca en ellos y en Artifact Hub, descarga charts y aloja tu propio repositorio.',
    },
  },
  {
    id: 'registries',
    title: {en: 'OCI registries', es: 'Registros OCI'},
    intro: {
      en: 'Store and share charts in the same registries as your container images.',
      es: 'Guarda y comparte charts en los mismos registros que tus imágenes de contenedores.',
    },
  },
  {
    id: 'plugins',
    title: {en: 'Plugins', es: 'Plugins'},
    intro: {
      en: 'Extend Helm with extra commands written by the community or by you.',
      es: 'Amplía Helm con comandos adicionales escritos por la comunidad o por ti.',
    },
  },
  {
    id: 'environment',
    title: {en: 'The helm client and your shell', es: 'El cliente helm y tu shell'},
    intro: {
      en: 'The root command with its global flags, shell completion, and commands that describe the client itself.',
      es: 'El comando raíz con sus opciones globales, el autocompletado del shell y los comandos que describen el propio cliente.',
    },
  },
];
